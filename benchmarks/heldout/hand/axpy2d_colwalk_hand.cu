// Held-out suite (frozen), hand version of axpy2d_colwalk: x index along the row, four
// columns per thread (float4), blocks of 32 x 8. width is a multiple of 4.
extern "C" __global__ void axpy2d_colwalk_hand(float a, const float *x, float *y, int width, int height)
{
    int c4 = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && 4 * c4 < width) {
        int q = (r * width) / 4 + c4;
        float4 xv = ((const float4 *)x)[q];
        float4 yv = ((float4 *)y)[q];
        yv.x = a * xv.x + yv.x;
        yv.y = a * xv.y + yv.y;
        yv.z = a * xv.z + yv.z;
        yv.w = a * xv.w + yv.w;
        ((float4 *)y)[q] = yv;
    }
}
