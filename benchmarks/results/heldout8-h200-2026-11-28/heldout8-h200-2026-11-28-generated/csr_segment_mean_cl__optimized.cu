extern "C" __global__ void csr_segment_mean_opt(const int* offsets, const float* vals, float* mean, int nseg) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < nseg;
    int4 offsets_v0;
    int offsets_v0_hi4;
    float4 mean_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int s_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        if (ucond) {
            offsets_v0 = *(const int4*)&offsets[s_m0];
            offsets_v0_hi4 = offsets[s_m0 + 4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int b_m0 = offsets_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int e_m0 = offsets_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            float acc_m0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            for (int j_m0 = b_m0; j_m0 < e_m0; j_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
                acc_m0 += vals[j_m0];
            }
            mean_v1.x = e_m0 > b_m0 ? acc_m0 / (float)(e_m0 - b_m0) : 0.0f;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int s_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int b_m1 = offsets_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int e_m1 = offsets_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            float acc_m1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            for (int j_m1 = b_m1; j_m1 < e_m1; j_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
                acc_m1 += vals[j_m1];
            }
            mean_v1.y = e_m1 > b_m1 ? acc_m1 / (float)(e_m1 - b_m1) : 0.0f;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int s_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int b_m2 = offsets_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int e_m2 = offsets_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            float acc_m2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            for (int j_m2 = b_m2; j_m2 < e_m2; j_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
                acc_m2 += vals[j_m2];
            }
            mean_v1.z = e_m2 > b_m2 ? acc_m2 / (float)(e_m2 - b_m2) : 0.0f;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        int s_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int b_m3 = offsets_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            int e_m3 = offsets_v0_hi4;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            float acc_m3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
            for (int j_m3 = b_m3; j_m3 < e_m3; j_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/csr_segment_mean.cl"
                acc_m3 += vals[j_m3];
            }
            mean_v1.w = e_m3 > b_m3 ? acc_m3 / (float)(e_m3 - b_m3) : 0.0f;
            *(float4*)(&mean[s_m3] - 3) = mean_v1;
        }
    }
}
