"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SEAL_QUEUE = void 0;
exports.adminQueues = adminQueues;
/** documents' BullMQ queue of seal jobs (issue 18), listed under this name when only it does not answer. */
exports.SEAL_QUEUE = 'pdf-seal';
/**
 * The admin queue view's list, in order: documents' PDF queue, its seal queue, generation, mail. The seal
 * queue (`null` with SIGNING=off) is left out when signing is off, and when documents as a whole does
 * not answer (listed once, under `documents`); a seal queue that alone does not answer is shown as such.
 */
function adminQueues(parts) {
    const { documents, seal, templates, notifications } = parts;
    const sealShown = seal !== null && !(seal.unavailable && documents.unavailable);
    return [documents, ...(sealShown ? [seal] : []), templates, notifications];
}
//# sourceMappingURL=admin-queues.rules.js.map