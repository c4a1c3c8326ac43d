extern "C" __global__ void phred_error_prob_cf2x(const unsigned char* qual, float* prob, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_0] = expf(-0.23025851f * (float)((int)qual[i_0] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cl"
        prob[i_1] = expf(-0.23025851f * (float)((int)qual[i_1] - 33));
}
