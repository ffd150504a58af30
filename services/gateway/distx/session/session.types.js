"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("express-session");
//# sourceMappingURL=session.types.js.map