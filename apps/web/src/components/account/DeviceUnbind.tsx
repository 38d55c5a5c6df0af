'use client';
import type { SupportContact } from '@/lib/chat';
import { LinkActionStatus } from './LinkActionStatus';

/** Unbinds the device named by the link as soon as the page opens. */
export function DeviceUnbind({ support }: { support: SupportContact }) {
  return (
    <LinkActionStatus
      namespace="DeviceUnbindSuccess"
      support={support}
      action={(client, hash) => client.unbindDevice({ hash })}
    />
  );
}
