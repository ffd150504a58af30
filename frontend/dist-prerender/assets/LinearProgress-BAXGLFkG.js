import{r,j as e}from"./react-V4bAZCks.js";import{c as a,k as t,P as o}from"./mui-core-DCbdbWrt.js";import{i as n,h as i,E as s,X as l,F as p,K as f,G as u,H as b,I as c,Y as d}from"../entry-prerender.js";function m(r){return n("MuiLinearProgress",r)}i("MuiLinearProgress",["root","colorPrimary","colorSecondary","determinate","indeterminate","buffer","query","dashed","dashedColorPrimary","dashedColorSecondary","bar","bar1","bar2","barColorPrimary","barColorSecondary","bar1Indeterminate","bar1Determinate","bar1Buffer","bar2Indeterminate","bar2Buffer"]);const v=t`
  0% {
    left: -35%;
    right: 100%;
  }

  60% {
    left: 100%;
    right: -90%;
  }

  100% {
    left: 100%;
    right: -90%;
  }
`,y="string"!=typeof v?a`
        animation: ${v} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite;
      `:null,g=t`
  0% {
    left: -200%;
    right: 100%;
  }

  60% {
    left: 107%;
    right: -8%;
  }

  100% {
    left: 107%;
    right: -8%;
  }
`,h="string"!=typeof g?a`
        animation: ${g} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite;
      `:null,C=t`
  0% {
    opacity: 1;
    background-position: 0 -23px;
  }

  60% {
    opacity: 0;
    background-position: 0 -23px;
  }

  100% {
    opacity: 1;
    background-position: -200px -23px;
  }
`,w="string"!=typeof C?a`
        animation: ${C} 3s infinite linear;
      `:null,$=(r,e)=>r.vars?r.vars.palette.LinearProgress[`${e}Bg`]:"light"===r.palette.mode?r.lighten(r.palette[e].main,.62):r.darken(r.palette[e].main,.5),S=b("span",{name:"MuiLinearProgress",slot:"Root",overridesResolver:(r,e)=>{const{ownerState:a}=r;return[e.root,e[`color${f(a.color)}`],e[a.variant]]}})(c(({theme:r})=>({position:"relative",overflow:"hidden",display:"block",height:4,zIndex:0,"@media print":{colorAdjust:"exact"},variants:[...Object.entries(r.palette).filter(d()).map(([e])=>({props:{color:e},style:{backgroundColor:$(r,e)}})),{props:({ownerState:r})=>"inherit"===r.color&&"buffer"!==r.variant,style:{"&::before":{content:'""',position:"absolute",left:0,top:0,right:0,bottom:0,backgroundColor:"currentColor",opacity:.3}}},{props:{variant:"buffer"},style:{backgroundColor:"transparent"}},{props:{variant:"query"},style:{transform:"rotate(180deg)"}}]}))),k=b("span",{name:"MuiLinearProgress",slot:"Dashed",overridesResolver:(r,e)=>{const{ownerState:a}=r;return[e.dashed,e[`dashedColor${f(a.color)}`]]}})(c(({theme:r})=>({position:"absolute",marginTop:0,height:"100%",width:"100%",backgroundSize:"10px 10px",backgroundPosition:"0 -23px",variants:[{props:{color:"inherit"},style:{opacity:.3,backgroundImage:"radial-gradient(currentColor 0%, currentColor 16%, transparent 42%)"}},...Object.entries(r.palette).filter(d()).map(([e])=>{const a=$(r,e);return{props:{color:e},style:{backgroundImage:`radial-gradient(${a} 0%, ${a} 16%, transparent 42%)`}}})]})),w||{animation:`${C} 3s infinite linear`}),j=b("span",{name:"MuiLinearProgress",slot:"Bar1",overridesResolver:(r,e)=>{const{ownerState:a}=r;return[e.bar,e.bar1,e[`barColor${f(a.color)}`],("indeterminate"===a.variant||"query"===a.variant)&&e.bar1Indeterminate,"determinate"===a.variant&&e.bar1Determinate,"buffer"===a.variant&&e.bar1Buffer]}})(c(({theme:r})=>({width:"100%",position:"absolute",left:0,bottom:0,top:0,transition:"transform 0.2s linear",transformOrigin:"left",variants:[{props:{color:"inherit"},style:{backgroundColor:"currentColor"}},...Object.entries(r.palette).filter(d()).map(([e])=>({props:{color:e},style:{backgroundColor:(r.vars||r).palette[e].main}})),{props:{variant:"determinate"},style:{transition:"transform .4s linear"}},{props:{variant:"buffer"},style:{zIndex:1,transition:"transform .4s linear"}},{props:({ownerState:r})=>"indeterminate"===r.variant||"query"===r.variant,style:{width:"auto"}},{props:({ownerState:r})=>"indeterminate"===r.variant||"query"===r.variant,style:y||{animation:`${v} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`}}]}))),x=b("span",{name:"MuiLinearProgress",slot:"Bar2",overridesResolver:(r,e)=>{const{ownerState:a}=r;return[e.bar,e.bar2,e[`barColor${f(a.color)}`],("indeterminate"===a.variant||"query"===a.variant)&&e.bar2Indeterminate,"buffer"===a.variant&&e.bar2Buffer]}})(c(({theme:r})=>({width:"100%",position:"absolute",left:0,bottom:0,top:0,transition:"transform 0.2s linear",transformOrigin:"left",variants:[...Object.entries(r.palette).filter(d()).map(([e])=>({props:{color:e},style:{"--LinearProgressBar2-barColor":(r.vars||r).palette[e].main}})),{props:({ownerState:r})=>"buffer"!==r.variant&&"inherit"!==r.color,style:{backgroundColor:"var(--LinearProgressBar2-barColor, currentColor)"}},{props:({ownerState:r})=>"buffer"!==r.variant&&"inherit"===r.color,style:{backgroundColor:"currentColor"}},{props:{color:"inherit"},style:{opacity:.3}},...Object.entries(r.palette).filter(d()).map(([e])=>({props:{color:e,variant:"buffer"},style:{backgroundColor:$(r,e),transition:"transform .4s linear"}})),{props:({ownerState:r})=>"indeterminate"===r.variant||"query"===r.variant,style:{width:"auto"}},{props:({ownerState:r})=>"indeterminate"===r.variant||"query"===r.variant,style:h||{animation:`${g} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite`}}]}))),P=r.forwardRef(function(r,a){const t=s({props:r,name:"MuiLinearProgress"}),{className:o,color:n="primary",value:i,valueBuffer:b,variant:c="indeterminate",...d}=t,v={...t,color:n,variant:c},y=(r=>{const{classes:e,variant:a,color:t}=r,o={root:["root",`color${f(t)}`,a],dashed:["dashed",`dashedColor${f(t)}`],bar1:["bar","bar1",`barColor${f(t)}`,("indeterminate"===a||"query"===a)&&"bar1Indeterminate","determinate"===a&&"bar1Determinate","buffer"===a&&"bar1Buffer"],bar2:["bar","bar2","buffer"!==a&&`barColor${f(t)}`,"buffer"===a&&`color${f(t)}`,("indeterminate"===a||"query"===a)&&"bar2Indeterminate","buffer"===a&&"bar2Buffer"]};return u(o,m,e)})(v),g=l(),h={},C={bar1:{},bar2:{}};if("determinate"===c||"buffer"===c)if(void 0!==i){h["aria-valuenow"]=Math.round(i),h["aria-valuemin"]=0,h["aria-valuemax"]=100;let r=i-100;g&&(r=-r),C.bar1.transform=`translateX(${r}%)`}else"production"!==process.env.NODE_ENV&&console.error("MUI: You need to provide a value prop when using the determinate or buffer variant of LinearProgress .");if("buffer"===c)if(void 0!==b){let r=(b||0)-100;g&&(r=-r),C.bar2.transform=`translateX(${r}%)`}else"production"!==process.env.NODE_ENV&&console.error("MUI: You need to provide a valueBuffer prop when using the buffer variant of LinearProgress.");return e.jsxs(S,{className:p(y.root,o),ownerState:v,role:"progressbar",...h,ref:a,...d,children:["buffer"===c?e.jsx(k,{className:y.dashed,ownerState:v}):null,e.jsx(j,{className:y.bar1,ownerState:v,style:C.bar1}),"determinate"===c?null:e.jsx(x,{className:y.bar2,ownerState:v,style:C.bar2})]})});"production"!==process.env.NODE_ENV&&(P.propTypes={classes:o.object,className:o.string,color:o.oneOfType([o.oneOf(["inherit","primary","secondary"]),o.string]),sx:o.oneOfType([o.arrayOf(o.oneOfType([o.func,o.object,o.bool])),o.func,o.object]),value:o.number,valueBuffer:o.number,variant:o.oneOf(["buffer","determinate","indeterminate","query"])});export{P as L};
