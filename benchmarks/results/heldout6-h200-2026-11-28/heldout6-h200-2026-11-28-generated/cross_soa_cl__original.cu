extern "C" __global__ void cross_soa(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x1 = ax[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y1_ = ay[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z1 = az[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float x2 = bx[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float y2 = by[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        float z2 = bz[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cx[i] = y1_ * z2 - z1 * y2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cy[i] = z1 * x2 - x1 * z2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cl"
        cz[i] = x1 * y2 - y1_ * x2;
    }
}
