exit 0
["array",true,true]
["array",1]
