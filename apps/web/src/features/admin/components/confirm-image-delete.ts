interface Texts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/**
 * The image delete question in a SweetAlert2 dialog (spec section 8). The library loads only
 * when an admin first deletes a photo. Resolves true when the admin confirms.
 */
export async function confirmImageDelete({ title, text, confirm, cancel }: Texts): Promise<boolean> {
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
