function r(r,e,o,n,t){if("production"===process.env.NODE_ENV)return null;const u=t||e;return void 0!==r[e]?new Error(`The prop \`${u}\` is not supported. Please remove it.`):null}export{r as u};
