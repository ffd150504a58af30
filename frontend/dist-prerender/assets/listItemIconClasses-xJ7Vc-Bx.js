import{h as t,i as r}from"../entry-prerender.js";function e(t){return r("MuiListItemIcon",t)}const n=t("MuiListItemIcon",["root","alignItemsFlexStart"]);export{e as g,n as l};
