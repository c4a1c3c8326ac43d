extern "C" __global__ void power_db_c64(const float2* z, float* db, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        float2 v = z[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        db[i] = 10.0f * log10f(v.x * v.x + v.y * v.y + 1e-12f);
    }
}
