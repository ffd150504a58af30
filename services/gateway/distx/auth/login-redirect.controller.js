"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.LoginRedirectController = void 0;
const common_1 = require("@nestjs/common");
const safe_return_path_1 = require("../http/safe-return-path");
/** `GET /api/login?returnTo=` sends the browser to the login page; only same-origin paths survive. */
let LoginRedirectController = class LoginRedirectController {
    redirect(returnTo, res) {
        const path = (0, safe_return_path_1.safeReturnPath)(returnTo);
        res.redirect(302, path ? `/auth?returnTo=${encodeURIComponent(path)}` : '/auth');
    }
};
exports.LoginRedirectController = LoginRedirectController;
__decorate([
    (0, common_1.Get)(),
    __param(0, (0, common_1.Query)('returnTo')),
    __param(1, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], LoginRedirectController.prototype, "redirect", null);
exports.LoginRedirectController = LoginRedirectController = __decorate([
    (0, common_1.Controller)('login')
], LoginRedirectController);
//# sourceMappingURL=login-redirect.controller.js.map