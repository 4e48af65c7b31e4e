//! Pictures made into drawings: the page and the CLI both hand over a picture's pixels, row by
//! row, as red, green, blue and alpha bytes, and the same arithmetic here makes the same
//! drawing from the same pixels, whichever decoded them.
//!
//! The grid's longer side is the level's side (at most `MAX_DRAW_SIDE`, and at most the
//! picture's own pixels), the other side in proportion. Each cell is the mean lightness of the
//! pixels that fall in it, a pixel's lightness being `(299 r + 587 g + 114 b) / 1000` over
//! white (a transparent pixel is light). A cell is painted when it is darker than the
//! threshold (lighter, when inverted).

use super::{Drawing, DrawingError, MAX_DRAW_SIDE};

/// The widest and tallest picture taken, in pixels: bigger ones are refused before decoding.
pub const MAX_PICTURE_SIDE: u32 = 8192;
/// The largest picture file taken, in bytes.
pub const MAX_PICTURE_BYTES: u64 = 50 * 1024 * 1024;
/// The threshold a picture starts with: the middle grey.
pub const DEFAULT_THRESHOLD: u8 = 128;

/// Why a picture was refused (its words: its `Display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureError {
    /// More pixels on a side than `MAX_PICTURE_SIDE`, or none.
    Size {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// A file over `MAX_PICTURE_BYTES`.
    TooBig(u64),
    /// Not a picture this program can read.
    NotAPicture,
}

/// A picture's lightness summed per cell of the grid it becomes, filled a few rows at a time.
#[derive(Clone, Debug)]
pub struct Shades {
    pixels: (u32, u32),
    grid: (u32, u32),
    sum: Vec<u64>,
    count: Vec<u32>,
}

impl Shades {
    /// The grid for a `width × height` picture in a level of side `side`.
    pub fn new(width: u32, height: u32, side: u32) -> Result<Shades, PictureError> {
        let sides = 1..=MAX_PICTURE_SIDE;
        if !sides.contains(&width) || !sides.contains(&height) {
            return Err(PictureError::Size { width, height });
        }
        let grid = grid_size(width, height, side);
        let cells = grid.0 as usize * grid.1 as usize;
        Ok(Shades {
            pixels: (width, height),
            grid,
            sum: vec![0; cells],
            count: vec![0; cells],
        })
    }

    /// The grid's columns and rows.
    pub fn grid(&self) -> (u32, u32) {
        self.grid
    }

    /// Adds whole rows of pixels from row `top` on: four bytes (r, g, b, a) per pixel, the
    /// picture's width to a row. Rows past the bottom, and a last partial row, are left out.
    pub fn add_rows(&mut self, top: u32, rgba: &[u8]) {
        let (pw, ph) = self.pixels;
        let (gw, gh) = self.grid;
        let row_bytes = pw as usize * 4;
        for (i, row) in rgba.chunks_exact(row_bytes).enumerate() {
            let y = top as u64 + i as u64;
            if y >= u64::from(ph) {
                break;
            }
            let gy = (y * u64::from(gh) / u64::from(ph)) as usize;
            for (x, px) in row.chunks_exact(4).enumerate() {
                let gx = (x as u64 * u64::from(gw) / u64::from(pw)) as usize;
                let cell = gy * gw as usize + gx;
                if let (Some(sum), Some(count)) = (self.sum.get_mut(cell), self.count.get_mut(cell))
                {
                    *sum += u64::from(lightness(px));
                    *count += 1;
                }
            }
        }
    }

    /// The drawing at `threshold` (0 to 255): a cell darker than it is painted, or lighter
    /// when `invert`.
    pub fn drawing_at(&self, threshold: u8, invert: bool) -> Result<Drawing, DrawingError> {
        let painted = self
            .sum
            .iter()
            .zip(&self.count)
            .map(|(&sum, &count)| {
                // A cell with no pixel yet reads as white.
                let mean = sum.checked_div(u64::from(count)).unwrap_or(255);
                (mean < u64::from(threshold)) != invert
            })
            .collect();
        Drawing::new(self.grid.0, self.grid.1, painted)
    }
}

/// The grid of a `width × height` picture: its longer side `side` cells (at most
/// `MAX_DRAW_SIDE` and the picture's own pixels), the other in proportion, rounded, at least 1.
pub fn grid_size(width: u32, height: u32, side: u32) -> (u32, u32) {
    let long = side.min(MAX_DRAW_SIDE).min(width.max(height)).max(1);
    let other = |a: u32, b: u32| -> u32 {
        let scaled = (u64::from(a) * u64::from(long) * 2 + u64::from(b)) / (2 * u64::from(b));
        (scaled as u32).clamp(1, long)
    };
    if width >= height {
        (long, other(height, width))
    } else {
        (other(width, height), long)
    }
}

/// A pixel's lightness over white, 0 (black) to 255.
fn lightness(px: &[u8]) -> u32 {
    let over_white = |c: u8| -> u32 {
        let (c, a) = (u32::from(c), u32::from(px.get(3).copied().unwrap_or(255)));
        (c * a + 255 * (255 - a) + 127) / 255
    };
    let [r, g, b] = [0, 1, 2].map(|i| over_white(px.get(i).copied().unwrap_or(255)));
    (299 * r + 587 * g + 114 * b) / 1000
}

/// A PBM picture (`P1`, plain, or `P4`, raw): its width, height and pixels as RGBA rows (a 1
/// bit is black).
pub fn read_pbm(bytes: &[u8]) -> Result<(u32, u32, Vec<u8>), PictureError> {
    let mut at = 0;
    let magic = pbm_token(bytes, &mut at).ok_or(PictureError::NotAPicture)?;
    let raw = match magic {
        b"P1" => false,
        b"P4" => true,
        _ => return Err(PictureError::NotAPicture),
    };
    let mut number = || -> Result<u32, PictureError> {
        let token = pbm_token(bytes, &mut at).ok_or(PictureError::NotAPicture)?;
        std::str::from_utf8(token)
            .ok()
            .and_then(|t| t.parse().ok())
            .ok_or(PictureError::NotAPicture)
    };
    let (width, height) = (number()?, number()?);
    let sides = 1..=MAX_PICTURE_SIDE;
    if !sides.contains(&width) || !sides.contains(&height) {
        return Err(PictureError::Size { width, height });
    }
    let bits: Vec<bool> = if raw {
        // One whitespace byte after the height, then rows padded to whole bytes.
        let data = bytes.get(at + 1..).ok_or(PictureError::NotAPicture)?;
        let row_bytes = width.div_ceil(8) as usize;
        if data.len() < row_bytes * height as usize {
            return Err(PictureError::NotAPicture);
        }
        (0..height as usize)
            .flat_map(|y| (0..width as usize).map(move |x| (x, y)))
            .map(|(x, y)| {
                data.get(y * row_bytes + x / 8)
                    .is_some_and(|b| b & (0x80 >> (x % 8)) != 0)
            })
            .collect()
    } else {
        let bits: Vec<bool> = bytes
            .get(at..)
            .unwrap_or_default()
            .iter()
            .filter(|b| matches!(b, b'0' | b'1'))
            .map(|&b| b == b'1')
            .take(width as usize * height as usize)
            .collect();
        if bits.len() < width as usize * height as usize {
            return Err(PictureError::NotAPicture);
        }
        bits
    };
    let rgba = bits
        .iter()
        .flat_map(|&black| if black { [0, 0, 0, 255] } else { [255; 4] })
        .collect();
    Ok((width, height, rgba))
}

/// The next whitespace-separated token of a PBM header from `at`, skipping `#` comments.
fn pbm_token<'a>(bytes: &'a [u8], at: &mut usize) -> Option<&'a [u8]> {
    loop {
        match bytes.get(*at)? {
            b'#' => {
                while bytes.get(*at).is_some_and(|&b| b != b'\n') {
                    *at += 1;
                }
            }
            b if b.is_ascii_whitespace() => *at += 1,
            _ => break,
        }
    }
    let start = *at;
    while bytes.get(*at).is_some_and(|b| !b.is_ascii_whitespace()) {
        *at += 1;
    }
    bytes.get(start..*at)
}

/// The width and height a picture file says it has, read from its header before decoding
/// (PNG, GIF, JPEG, WebP, PBM), so that a huge one is refused before any pixel is made;
/// `None` for a format not read here (the decoder then has the last word).
pub fn header_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let be16 = |i: usize| {
        Some(u32::from(u16::from_be_bytes([
            *bytes.get(i)?,
            *bytes.get(i + 1)?,
        ])))
    };
    let le16 = |i: usize| {
        Some(u32::from(u16::from_le_bytes([
            *bytes.get(i)?,
            *bytes.get(i + 1)?,
        ])))
    };
    let be32 = |i: usize| Some(u32::from_be_bytes(bytes.get(i..i + 4)?.try_into().ok()?));
    let le24 = |i: usize| Some(le16(i)? | u32::from(*bytes.get(i + 2)?) << 16);
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Some((be32(16)?, be32(20)?));
    }
    if bytes.starts_with(b"GIF8") {
        return Some((le16(6)?, le16(8)?));
    }
    if bytes.starts_with(b"RIFF") && bytes.get(8..12) == Some(b"WEBP") {
        return match bytes.get(12..16)? {
            b"VP8X" => Some((le24(24)? + 1, le24(27)? + 1)),
            b"VP8L" => {
                let bits = u32::from_le_bytes(bytes.get(21..25)?.try_into().ok()?);
                Some(((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1))
            }
            b"VP8 " => Some((le16(26)? & 0x3fff, le16(28)? & 0x3fff)),
            _ => None,
        };
    }
    if bytes.starts_with(b"P1") || bytes.starts_with(b"P4") {
        let mut at = 2;
        let mut number = || {
            std::str::from_utf8(pbm_token(bytes, &mut at)?)
                .ok()?
                .parse()
                .ok()
        };
        return Some((number()?, number()?));
    }
    if bytes.starts_with(&[0xff, 0xd8]) {
        // JPEG: walk the segments to the first start-of-frame.
        let mut i = 2;
        while *bytes.get(i)? == 0xff {
            let marker = *bytes.get(i + 1)?;
            let is_frame = matches!(marker, 0xc0..=0xcf) && !matches!(marker, 0xc4 | 0xc8 | 0xcc);
            if is_frame {
                return Some((be16(i + 7)?, be16(i + 5)?));
            }
            i += 2 + be16(i + 2)? as usize;
        }
    }
    None
}

/// Refuses a picture file by its size in bytes and, when its header says, its pixels.
pub fn check_file(bytes_len: u64, header: &[u8]) -> Result<(), PictureError> {
    if bytes_len > MAX_PICTURE_BYTES {
        return Err(PictureError::TooBig(bytes_len));
    }
    match header_size(header) {
        Some((width, height))
            if !(1..=MAX_PICTURE_SIDE).contains(&width)
                || !(1..=MAX_PICTURE_SIDE).contains(&height) =>
        {
            Err(PictureError::Size { width, height })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_keeps_the_pictures_proportions() {
        assert_eq!(grid_size(640, 480, 40), (40, 30));
        assert_eq!(grid_size(480, 640, 40), (30, 40));
        assert_eq!(grid_size(1000, 10, 40), (40, 1));
        // Never more cells than pixels, nor over the largest drawing.
        assert_eq!(grid_size(12, 9, 40), (12, 9));
        assert_eq!(grid_size(8000, 8000, 2000), (256, 256));
    }

    #[test]
    fn dark_pixels_become_painted_cells() {
        // A 4×2 picture into a 2×1 grid: the left half black, the right half white.
        let mut shades = Shades::new(4, 2, 2).unwrap();
        assert_eq!(shades.grid(), (2, 1));
        let black = [0, 0, 0, 255];
        let white = [255, 255, 255, 255];
        let row: Vec<u8> = [black, black, white, white].concat();
        shades.add_rows(0, &row);
        shades.add_rows(1, &row);
        let d = shades.drawing_at(DEFAULT_THRESHOLD, false).unwrap();
        assert_eq!(d.cells(), [true, false]);
        assert_eq!(
            shades.drawing_at(DEFAULT_THRESHOLD, true).unwrap().cells(),
            [false, true]
        );
        // A transparent black pixel is light.
        assert_eq!(lightness(&[0, 0, 0, 0]), 255);
        assert_eq!(lightness(&[0, 0, 0, 255]), 0);
        assert_eq!(
            Shades::new(8193, 2, 8).err(),
            Some(PictureError::Size {
                width: 8193,
                height: 2
            })
        );
    }

    #[test]
    fn pbm_plain_and_raw_read_alike() {
        let plain = b"P1\n# a comment\n3 2\n1 0 1\n0 1 0\n";
        let raw = b"P4 3 2\n\xa0\x40";
        let (w, h, a) = read_pbm(plain).unwrap();
        let (w2, h2, b) = read_pbm(raw).unwrap();
        assert_eq!((w, h, w2, h2), (3, 2, 3, 2));
        assert_eq!(a, b);
        assert_eq!(&a[..8], [0, 0, 0, 255, 255, 255, 255, 255]);
        assert_eq!(read_pbm(b"P1 3 2 1 0"), Err(PictureError::NotAPicture));
        assert_eq!(read_pbm(b"GIF89a"), Err(PictureError::NotAPicture));
    }

    #[test]
    fn headers_say_the_size_before_decoding() {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
        png.extend_from_slice(&9000u32.to_be_bytes());
        png.extend_from_slice(&20u32.to_be_bytes());
        assert_eq!(header_size(&png), Some((9000, 20)));
        assert_eq!(
            check_file(100, &png),
            Err(PictureError::Size {
                width: 9000,
                height: 20
            })
        );
        assert_eq!(header_size(b"GIF89a\x10\x00\x20\x00"), Some((16, 32)));
        assert_eq!(header_size(b"P4 7 5\n"), Some((7, 5)));
        let jpeg = [
            0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 30, 0, 40,
        ];
        assert_eq!(header_size(&jpeg), Some((40, 30)));
        assert_eq!(header_size(b"hello"), None);
        assert_eq!(
            check_file(51 * 1024 * 1024, b""),
            Err(PictureError::TooBig(53_477_376))
        );
    }
}
