// Held-out suite 4 (frozen). Transpose of a matrix of 16-bit integers (height x width,
// row-major) into a width x height one: one thread per element, x along a row of the
// input.
extern "C" __global__ void transpose_i16(const short *in, short *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height)
        out[x * height + y] = in[y * width + x];
}
