extern "C" __global__ void quat_mul_soa(const float* aw, const float* ax, const float* ay, const float* az, const float* bw, const float* bx, const float* by, const float* bz, float* cw, float* cx, float* cy, float* cz, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a0 = aw[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a1 = ax[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a2 = ay[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float a3 = az[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b0 = bw[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b1 = bx[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b2 = by[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        float b3 = bz[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cw[i] = a0 * b0 - a1 * b1 - a2 * b2 - a3 * b3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cx[i] = a0 * b1 + a1 * b0 + a2 * b3 - a3 * b2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cy[i] = a0 * b2 - a1 * b3 + a2 * b0 + a3 * b1;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cu"
        cz[i] = a0 * b3 + a1 * b2 - a2 * b1 + a3 * b0;
    }
}
