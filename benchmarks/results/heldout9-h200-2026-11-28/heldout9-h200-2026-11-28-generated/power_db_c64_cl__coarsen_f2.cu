extern "C" __global__ void power_db_c64_cf2x(const float2* z, float* db, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_0 = z[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_0] = 10.0f * log10f(v_0.x * v_0.x + v_0.y * v_0.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_1 = z[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_1] = 10.0f * log10f(v_1.x * v_1.x + v_1.y * v_1.y + 1e-12f);
    }
}
