interface Texts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/**
 * An "Are you sure?" question in a SweetAlert2 dialog (spec section 8), as for deleting an image.
 * The library loads only when an admin first needs it. Resolves true when the admin confirms.
 */
export async function confirmDialog({ title, text, confirm, cancel }: Texts): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: confirm,
    cancelButtonText: cancel,
    focusCancel: true,
  });
  return result.isConfirmed;
}
