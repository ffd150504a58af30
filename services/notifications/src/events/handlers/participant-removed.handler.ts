import { Injectable } from '@nestjs/common';
import type { ActivityContext, ActivityHandler } from './activity-context';
import { ReminderSync } from './reminder-sync';

/** 'participant-removed': no mail; the removed person's reminders end, the others' stay. */
@Injectable()
export class ParticipantRemovedHandler implements ActivityHandler {
  constructor(private readonly reminders: ReminderSync) {}

  async handle(ctx: ActivityContext): Promise<void> {
    await this.reminders.sync(ctx.sql, ctx.fx, ctx.event, ctx.actor, ctx.now);
  }
}
