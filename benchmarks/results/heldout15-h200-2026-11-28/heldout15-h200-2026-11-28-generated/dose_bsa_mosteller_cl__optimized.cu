extern "C" __global__ void dose_bsa_mosteller_opt(const float* height_cm, const float* weight_kg, float* bsa, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 bsa_v0;
    float4 height_cm_v1;
    float4 weight_kg_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        if (ucond) {
            height_cm_v1 = *(const float4*)&height_cm[i_m0];
            weight_kg_v2 = *(const float4*)&weight_kg[i_m0];
            bsa_v0.x = sqrtf(height_cm_v1.x * weight_kg_v2.x / 3600.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        if (ucond) {
            bsa_v0.y = sqrtf(height_cm_v1.y * weight_kg_v2.y / 3600.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        if (ucond) {
            bsa_v0.z = sqrtf(height_cm_v1.z * weight_kg_v2.z / 3600.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        if (ucond) {
            bsa_v0.w = sqrtf(height_cm_v1.w * weight_kg_v2.w / 3600.0f);
            *(float4*)(&bsa[i_m3] - 3) = bsa_v0;
        }
    }
}
