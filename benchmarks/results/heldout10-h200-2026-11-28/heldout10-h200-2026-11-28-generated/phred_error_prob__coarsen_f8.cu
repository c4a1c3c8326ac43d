extern "C" __global__ void phred_error_prob_cf8x(const unsigned char* qual, float* prob, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_0] = expf(-0.23025851f * (float)((int)qual[i_0] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_1] = expf(-0.23025851f * (float)((int)qual[i_1] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_2] = expf(-0.23025851f * (float)((int)qual[i_2] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_3] = expf(-0.23025851f * (float)((int)qual[i_3] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_4] = expf(-0.23025851f * (float)((int)qual[i_4] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_5] = expf(-0.23025851f * (float)((int)qual[i_5] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_6] = expf(-0.23025851f * (float)((int)qual[i_6] - 33));
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        prob[i_7] = expf(-0.23025851f * (float)((int)qual[i_7] - 33));
}
