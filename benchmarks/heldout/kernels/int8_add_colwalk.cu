// Held-out suite (frozen). c = a + b on signed 8-bit matrices (wrapping), width x height
// row-major, the thread's x index walking down a column.
// Memory problem: 1-byte accesses with the lanes of a warp width bytes apart.
extern "C" __global__ void int8_add_colwalk(const signed char *a, const signed char *b,
                                           signed char *c, int width, int height)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && col < width)
        c[r * width + col] = (signed char)(a[r * width + col] + b[r * width + col]);
}
