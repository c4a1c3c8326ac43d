extern "C" __global__ void power_db_c64_cf2x(const float2* z, float* db, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        float2 v_0 = z[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        db[i_0] = 10.0f * log10f(v_0.x * v_0.x + v_0.y * v_0.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        float2 v_1 = z[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        db[i_1] = 10.0f * log10f(v_1.x * v_1.x + v_1.y * v_1.y + 1e-12f);
    }
}
