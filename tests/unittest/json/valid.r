2
[{"value":"ctl\u0001\u001f\u007f end"},{"value":"bad �� utf8 é ok ��"}]
0000000 c t l 001 037 177 e n d \n
0000013
["array",true,true]
["array",1]
