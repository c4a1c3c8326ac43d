// Held-out suite 8 (frozen). Complex axpy on interleaved complex vectors: z = a x + y with
// a complex scalar a = ar + i ai, every element read and written as one float2.
extern "C" __global__ void cmplx_axpy(const float *x, const float *y, float *z, float ar,
                                      float ai, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float2 xv = ((const float2 *)x)[i];
        float2 yv = ((const float2 *)y)[i];
        ((float2 *)z)[i] = make_float2(ar * xv.x - ai * xv.y + yv.x,
                                       ar * xv.y + ai * xv.x + yv.y);
    }
}
