import path from "node:path"
import sharp from "sharp"

/**
 * A photo as it comes from a phone held upright: 4000 × 3000 pixels stored sideways, with EXIF
 * orientation 6 ("turn a quarter clockwise to view"), made from one of the site's own pictures
 * (for the guide's pictures and the phone tests of the editor).
 */
export async function phonePhoto(root: string, file: string) {
  const upright = await sharp(path.join(root, "content", "products", "inverters.jpg"))
    .resize(3000, 4000, { fit: "cover" })
    .toBuffer()
  await sharp(upright).rotate(-90).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toFile(file)
}
