extern "C" __global__ void cross_soa_cf2x(const float* ax, const float* ay, const float* az, const float* bx, const float* by, const float* bz, float* cx, float* cy, float* cz, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float x1_0 = ax[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float y1_0 = ay[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float z1_0 = az[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float x2_0 = bx[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float y2_0 = by[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float z2_0 = bz[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cx[i_0] = y1_0 * z2_0 - z1_0 * y2_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cy[i_0] = z1_0 * x2_0 - x1_0 * z2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cz[i_0] = x1_0 * y2_0 - y1_0 * x2_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float x1_1 = ax[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float y1_1 = ay[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float z1_1 = az[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float x2_1 = bx[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float y2_1 = by[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        float z2_1 = bz[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cx[i_1] = y1_1 * z2_1 - z1_1 * y2_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cy[i_1] = z1_1 * x2_1 - x1_1 * z2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/cross_soa.cu"
        cz[i_1] = x1_1 * y2_1 - y1_1 * x2_1;
    }
}
