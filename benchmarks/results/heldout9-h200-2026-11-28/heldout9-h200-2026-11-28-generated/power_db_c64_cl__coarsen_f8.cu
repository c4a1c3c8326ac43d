extern "C" __global__ void power_db_c64_cf8x(const float2* z, float* db, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_2 = z[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_2] = 10.0f * log10f(v_2.x * v_2.x + v_2.y * v_2.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_3 = z[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_3] = 10.0f * log10f(v_3.x * v_3.x + v_3.y * v_3.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_4 = z[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_4] = 10.0f * log10f(v_4.x * v_4.x + v_4.y * v_4.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_5 = z[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_5] = 10.0f * log10f(v_5.x * v_5.x + v_5.y * v_5.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_6 = z[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_6] = 10.0f * log10f(v_6.x * v_6.x + v_6.y * v_6.y + 1e-12f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        float2 v_7 = z[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cl"
        db[i_7] = 10.0f * log10f(v_7.x * v_7.x + v_7.y * v_7.y + 1e-12f);
    }
}
