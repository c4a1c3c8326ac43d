extern "C" __global__ void phred_error_prob_cf4x_st16(const unsigned char* qual, float* prob, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 16ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 48ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_0] = expf(-0.23025851f * (float)((int)qual[i_0] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_1] = expf(-0.23025851f * (float)((int)qual[i_1] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_2] = expf(-0.23025851f * (float)((int)qual[i_2] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_3] = expf(-0.23025851f * (float)((int)qual[i_3] - 33));
}
