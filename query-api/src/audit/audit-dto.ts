import type { TAdminActionDto, TAuditAccountDto } from '@sb/contracts';
import type { AdminActionDocument, AuditAccountDocument } from '@sb/projectors';

export const toAuditAccountDto = (doc: AuditAccountDocument): TAuditAccountDto => ({
  id: doc.id,
  username: doc.username,
  role: doc.role,
  status: doc.status,
  createdAt: doc.createdAt,
  deletedAt: doc.deletedAt,
});

export const toAdminActionDto = (doc: AdminActionDocument, usernames: Map<string, string>): TAdminActionDto => ({
  id: doc.id,
  at: doc.at,
  adminId: doc.adminId,
  adminUsername: usernames.get(doc.adminId) ?? null,
  action: doc.action,
  userId: doc.userId,
  username: doc.userId === null ? null : (usernames.get(doc.userId) ?? null),
  details: doc.details,
});
