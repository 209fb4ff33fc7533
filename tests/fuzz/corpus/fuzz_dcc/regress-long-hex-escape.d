#pragma D on qu#pragma D>>V3, 0xf0 | 0ø0f, 0xf@av	 1u"nsig,de0n 10@4 >> 3,ig> 3,igned%d\xf5555555555555555555555555555555555555@avey,r,*0eey,ric,ieey,r,c,i****i**y,ric****l**{eec,*yeey,ric,*yeey,ric,ieey,r,cÿi**c****yl*e*ec,*yeey,ric,ignek%d\xf@avned%d\xf@avg( 1u"ns<agmx0fiet

B;
}
 0xexit(f0 | 0x0fiet

B;
}
f@avE