extern "C" __global__ void quat_mul_soa(const float* aw, const float* ax, const float* ay, const float* az, const float* bw, const float* bx, const float* by, const float* bz, float* cw, float* cx, float* cy, float* cz, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
    if (i < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a0 = aw[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a1 = ax[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a2 = ay[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float a3 = az[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b0 = bw[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b1 = bx[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b2 = by[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        float b3 = bz[i];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cw[i] = a0 * b0 - a1 * b1 - a2 * b2 - a3 * b3;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cx[i] = a0 * b1 + a1 * b0 + a2 * b3 - a3 * b2;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cy[i] = a0 * b2 - a1 * b3 + a2 * b0 + a3 * b1;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/kernels/quat_mul_soa.cl"
        cz[i] = a0 * b3 + a1 * b2 - a2 * b1 + a3 * b0;
    }
}
