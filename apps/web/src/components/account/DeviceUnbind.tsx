'use client';
import { LinkActionStatus } from './LinkActionStatus';

/** Unbinds the device named by the link as soon as the page opens. */
export function DeviceUnbind({ contactEmail }: { contactEmail: string }) {
  return (
    <LinkActionStatus
      namespace="DeviceUnbindSuccess"
      contactEmail={contactEmail}
      action={(client, hash) => client.unbindDevice({ hash })}
    />
  );
}
