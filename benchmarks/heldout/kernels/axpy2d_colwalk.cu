// Held-out suite (frozen). y = a x + y on a width x height row-major matrix, the thread's
// x index walking down a column (r from x, c from y).
// Memory problem: the lanes of a warp are width floats apart (uncoalesced).
extern "C" __global__ void axpy2d_colwalk(float a, const float *x, float *y, int width, int height)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    int c = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width)
        y[r * width + c] = a * x[r * width + c] + y[r * width + c];
}
