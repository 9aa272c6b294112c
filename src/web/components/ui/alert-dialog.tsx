import { cn } from '@web/lib/utils';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonVariants } from './button';
import { EscapeLayer, useLayerEscapeKeyDown } from './escape-layers';

/** Radix's alert dialog root, open when its owner says so; Escape closes the dialog opened last. */
export function AlertDialog(props: ComponentProps<typeof AlertDialogPrimitive.Root> & { open: boolean }) {
  return (
    <EscapeLayer open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialogPrimitive.Root {...props} />
    </EscapeLayer>
  );
}

/** A confirmation that must be answered: no close on outside click, focus starts on Cancel. */
export function AlertDialogContent({
  className,
  children,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const escapeKeyDown = useLayerEscapeKeyDown(onEscapeKeyDown);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-foreground/50" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 shadow-xl focus:outline-none',
          className,
        )}
        onEscapeKeyDown={escapeKeyDown}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('font-semibold text-lg', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      className={cn('break-words text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}

export function AlertDialogAction({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(buttonVariants({ variant: 'destructive' }), className)}
      {...props}
    />
  );
}
