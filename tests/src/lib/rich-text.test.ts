import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '@/lib/sanitize/rich-text'

describe('rich-text sanitizer (spec section 5 allow-list)', () => {
  it('keeps every allowed tag and attribute', () => {
    const html =
      '<h2>Judul</h2><em>a</em><strong>b</strong><u>c</u><ul><li>d</li></ul><ol><li>e</li></ol>x<br><span>f</span><a href="https://contoh.id/" target="_blank">g</a>'
    const clean = sanitizeRichText(html)
    for (const tag of ['<h2>', '<em>', '<strong>', '<u>', '<ul>', '<ol>', '<li>', '<br>', '<span>']) expect(clean).toContain(tag)
    expect(clean).toContain('<a href="https://contoh.id/" target="_blank" rel="noopener noreferrer">g</a>')
  })

  it('removes scripts, event handlers, javascript: URLs and disallowed tags (keeping their text)', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()">Halo <img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">tautan</a><iframe src="https://x"></iframe><div style="color:red" class="c">teks</div></p>',
    )
    expect(clean).toBe('Halo <a rel="noopener noreferrer">tautan</a>teks')
  })

  it('drops attributes outside the allow-list and forces rel on links', () => {
    expect(sanitizeRichText('<span style="x" class="y" id="z" data-a="1">s</span>')).toBe('<span>s</span>')
    // ARIA too: aria-hidden would hide the text from screen readers, a label would replace it.
    expect(sanitizeRichText('<span aria-hidden="true" aria-label="lain" role="button">s</span>')).toBe('<span>s</span>')
    expect(sanitizeRichText('<a href="/x" rel="opener" target="other">t</a>')).toBe('<a href="/x" rel="noopener noreferrer">t</a>')
  })
})

describe('paragraphs', () => {
  it('stay apart as line breaks once their tags are removed', () => {
    expect(sanitizeRichText('<p>Satu</p>\n<p>Dua</p>')).toBe('Satu<br>Dua')
  })
})
