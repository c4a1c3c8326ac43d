// sobel: Sobel edge filter on an RGBA image of uchar4 pixels, one work-item per pixel,
// the image being the NDRange (width = global size 0, height = global size 1). Follows the
// AMD APP SDK sample SobelFilter, kernel sobel_filter: per channel Gx and Gy of the 3x3
// neighbourhood in float, output |G| / 2 as uchar4. As in the original, border pixels are
// skipped (left as they were). Differences: the magnitude is sqrt(Gx*Gx + Gy*Gy) where the
// sample calls hypot(Gx, Gy) (equal in exact arithmetic; the sum of squares is an exact
// integer below 2^24 and sqrt is correctly rounded, so the result is exact on every
// device), and the conversion saturates (convert_uchar4_sat; the sample's plain
// convert_uchar4 is undefined above 255).
__kernel void sobel(__global const uchar4 *inputImage, __global uchar4 *outputImage)
{
    uint x = get_global_id(0);
    uint y = get_global_id(1);
    uint width = get_global_size(0);
    uint height = get_global_size(1);

    float4 Gx = (float4)(0);
    float4 Gy = Gx;
    int c = x + y * width;

    if (x >= 1 && x < (width - 1) && y >= 1 && y < height - 1) {
        float4 i00 = convert_float4(inputImage[c - 1 - width]);
        float4 i10 = convert_float4(inputImage[c - width]);
        float4 i20 = convert_float4(inputImage[c + 1 - width]);
        float4 i01 = convert_float4(inputImage[c - 1]);
        float4 i21 = convert_float4(inputImage[c + 1]);
        float4 i02 = convert_float4(inputImage[c - 1 + width]);
        float4 i12 = convert_float4(inputImage[c + width]);
        float4 i22 = convert_float4(inputImage[c + 1 + width]);

        Gx = i00 + (float4)(2) * i10 + i20 - i02 - (float4)(2) * i12 - i22;
        Gy = i00 - i20 + (float4)(2) * i01 - (float4)(2) * i21 + i02 - i22;

        outputImage[c] = convert_uchar4_sat(sqrt(Gx * Gx + Gy * Gy) / (float4)(2));
    }
}
