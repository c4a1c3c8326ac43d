// Held-out suite 2 (frozen), hand version of chunked_saxpy: a cyclic distribution of float4s
// (thread t takes float4 t, t + T, ... with T threads in all): every warp access is 512
// contiguous bytes. Same launch as the original (n / 8 threads).
extern "C" __global__ void chunked_saxpy_hand(float a, const float *x, float *y, int n)
{
    int T = gridDim.x * blockDim.x;
    for (int v = blockIdx.x * blockDim.x + threadIdx.x; v < n / 4; v += T) {
        float4 xv = ((const float4 *)x)[v];
        float4 yv = ((float4 *)y)[v];
        yv.x = a * xv.x + yv.x;
        yv.y = a * xv.y + yv.y;
        yv.z = a * xv.z + yv.z;
        yv.w = a * xv.w + yv.w;
        ((float4 *)y)[v] = yv;
    }
}
