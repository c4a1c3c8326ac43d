extern "C" __global__ void decibel_sum_pair_opt(const float* a_db, const float* b_db, float* sum_db, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 sum_db_v0;
    float4 a_db_v1;
    float4 b_db_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        if (ucond) {
            a_db_v1 = *(const float4*)&a_db[i_m0];
            b_db_v2 = *(const float4*)&b_db[i_m0];
            sum_db_v0.x = 10.0f * log10f(powf(10.0f, 0.1f * a_db_v1.x) + powf(10.0f, 0.1f * b_db_v2.x));
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        if (ucond) {
            sum_db_v0.y = 10.0f * log10f(powf(10.0f, 0.1f * a_db_v1.y) + powf(10.0f, 0.1f * b_db_v2.y));
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        if (ucond) {
            sum_db_v0.z = 10.0f * log10f(powf(10.0f, 0.1f * a_db_v1.z) + powf(10.0f, 0.1f * b_db_v2.z));
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/decibel_sum_pair.cl"
        if (ucond) {
            sum_db_v0.w = 10.0f * log10f(powf(10.0f, 0.1f * a_db_v1.w) + powf(10.0f, 0.1f * b_db_v2.w));
            *(float4*)(&sum_db[i_m3] - 3) = sum_db_v0;
        }
    }
}
