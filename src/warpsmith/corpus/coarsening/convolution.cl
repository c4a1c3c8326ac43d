// convolution (AMD APP SDK SimpleConvolution): a maskWidth x maskHeight float mask over a
// width x height image of uint pixels, one work-item per output pixel on a 1D NDRange
// (x = id % width, y = id / width). At the borders the mask is clipped: the sum runs only
// over the pixels inside the image (as in the original, the window [left, right] x
// [top, bottom] is clamped to the image). The result is rounded by adding 0.5f.
// The original passes the sizes as uint2 vectors; here they are four uint scalars.
__kernel void convolution(__global float *output,
                          __global const uint *input,
                          __global const float *mask,
                          const uint width, const uint height,
                          const uint maskWidth, const uint maskHeight)
{
    uint tid = get_global_id(0);

    uint x = tid % width;
    uint y = tid / width;

    uint vstep = (maskWidth - 1) / 2;
    uint hstep = (maskHeight - 1) / 2;

    // the window, clamped to the image
    uint left = (x < vstep) ? 0 : (x - vstep);
    uint right = ((x + vstep) >= width) ? width - 1 : (x + vstep);
    uint top = (y < hstep) ? 0 : (y - hstep);
    uint bottom = ((y + hstep) >= height) ? height - 1 : (y + hstep);

    float sumFX = 0.0f;
    for (uint i = left; i <= right; ++i) {
        for (uint j = top; j <= bottom; ++j) {
            // unsigned wrap-around cancels when y < hstep or x < vstep
            uint maskIndex = (j - (y - hstep)) * maskWidth + (i - (x - vstep));
            uint index = j * width + i;
            sumFX += ((float)input[index] * mask[maskIndex]);
        }
    }
    // round to the nearest integer
    sumFX += 0.5f;
    output[tid] = sumFX;
}
