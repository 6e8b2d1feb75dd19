import { useEffect, useState } from 'react';

/** A preview of a picked photo; the object URL is released when the thumbnail goes. */
export function ImageThumb({ file, alt }: { file: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className="thumb" src={url} alt={alt} /> : <span className="thumb" role="img" aria-label={alt} />;
}
