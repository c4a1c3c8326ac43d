extern "C" __global__ void cross_soa(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float x1 = ax[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float y1 = ay[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float z1 = az[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float x2 = bx[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float y2 = by[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float z2 = bz[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cx[i] = y1 * z2 - z1 * y2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cy[i] = z1 * x2 - x1 * z2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cz[i] = x1 * y2 - y1 * x2;
    }
}
