extern "C" __global__ void phred_error_prob(const unsigned char* qual, float* prob, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i] = expf(-0.23025851f * (float)((int)qual[i] - 33));
}
