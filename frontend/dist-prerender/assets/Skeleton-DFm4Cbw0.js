import{r as t,j as e}from"./react-V4bAZCks.js";import{i as a,h as n,E as r,F as o,G as i,H as s,I as l}from"../entry-prerender.js";import{c as h,k as p,P as d}from"./mui-core-DCbdbWrt.js";function c(t){return a("MuiSkeleton",t)}n("MuiSkeleton",["root","text","rectangular","rounded","circular","pulse","wave","withChildren","fitContent","heightAuto"]);const m=p`
  0% {
    opacity: 1;
  }

  50% {
    opacity: 0.4;
  }

  100% {
    opacity: 1;
  }
`,u=p`
  0% {
    transform: translateX(-100%);
  }

  50% {
    /* +0.5s of delay between each loop */
    transform: translateX(100%);
  }

  100% {
    transform: translateX(100%);
  }
`,f="string"!=typeof m?h`
        animation: ${m} 2s ease-in-out 0.5s infinite;
      `:null,g="string"!=typeof u?h`
        &::after {
          animation: ${u} 2s linear 0.5s infinite;
        }
      `:null,y=s("span",{name:"MuiSkeleton",slot:"Root",overridesResolver:(t,e)=>{const{ownerState:a}=t;return[e.root,e[a.variant],!1!==a.animation&&e[a.animation],a.hasChildren&&e.withChildren,a.hasChildren&&!a.width&&e.fitContent,a.hasChildren&&!a.height&&e.heightAuto]}})(l(({theme:t})=>{const e=(a=t.shape.borderRadius,String(a).match(/[\d.\-+]*\s*(.*)/)[1]||"px");var a;const n=(r=t.shape.borderRadius,parseFloat(r));var r;return{display:"block",backgroundColor:t.vars?t.vars.palette.Skeleton.bg:t.alpha(t.palette.text.primary,"light"===t.palette.mode?.11:.13),height:"1.2em",variants:[{props:{variant:"text"},style:{marginTop:0,marginBottom:0,height:"auto",transformOrigin:"0 55%",transform:"scale(1, 0.60)",borderRadius:`${n}${e}/${Math.round(n/.6*10)/10}${e}`,"&:empty:before":{content:'"\\00a0"'}}},{props:{variant:"circular"},style:{borderRadius:"50%"}},{props:{variant:"rounded"},style:{borderRadius:(t.vars||t).shape.borderRadius}},{props:({ownerState:t})=>t.hasChildren,style:{"& > *":{visibility:"hidden"}}},{props:({ownerState:t})=>t.hasChildren&&!t.width,style:{maxWidth:"fit-content"}},{props:({ownerState:t})=>t.hasChildren&&!t.height,style:{height:"auto"}},{props:{animation:"pulse"},style:f||{animation:`${m} 2s ease-in-out 0.5s infinite`}},{props:{animation:"wave"},style:{position:"relative",overflow:"hidden",WebkitMaskImage:"-webkit-radial-gradient(white, black)","&::after":{background:`linear-gradient(\n                90deg,\n                transparent,\n                ${(t.vars||t).palette.action.hover},\n                transparent\n              )`,content:'""',position:"absolute",transform:"translateX(-100%)",bottom:0,left:0,right:0,top:0}}},{props:{animation:"wave"},style:g||{"&::after":{animation:`${u} 2s linear 0.5s infinite`}}}]}})),v=t.forwardRef(function(t,a){const n=r({props:t,name:"MuiSkeleton"}),{animation:s="pulse",className:l,component:h="span",height:p,style:d,variant:m="text",width:u,...f}=n,g={...n,animation:s,component:h,variant:m,hasChildren:Boolean(f.children)},v=(t=>{const{classes:e,variant:a,animation:n,hasChildren:r,width:o,height:s}=t;return i({root:["root",a,n,r&&"withChildren",r&&!o&&"fitContent",r&&!s&&"heightAuto"]},c,e)})(g);return e.jsx(y,{as:h,ref:a,className:o(v.root,l),ownerState:g,...f,style:{width:u,height:p,...d}})});"production"!==process.env.NODE_ENV&&(v.propTypes={animation:d.oneOf(["pulse","wave",!1]),children:d.node,classes:d.object,className:d.string,component:d.elementType,height:d.oneOfType([d.number,d.string]),style:d.object,sx:d.oneOfType([d.arrayOf(d.oneOfType([d.func,d.object,d.bool])),d.func,d.object]),variant:d.oneOfType([d.oneOf(["circular","rectangular","rounded","text"]),d.string]),width:d.oneOfType([d.number,d.string])});export{v as S};
