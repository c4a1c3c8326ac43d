extern "C" __global__ void phred_error_prob_cf8x(const unsigned char* qual, float* prob, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_4] = expf(-0.23025851f * (float)((int)qual[i_4] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_5] = expf(-0.23025851f * (float)((int)qual[i_5] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_6] = expf(-0.23025851f * (float)((int)qual[i_6] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_7] = expf(-0.23025851f * (float)((int)qual[i_7] - 33));
}
