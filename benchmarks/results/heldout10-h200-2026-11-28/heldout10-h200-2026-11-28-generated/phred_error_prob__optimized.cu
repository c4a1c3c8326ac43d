extern "C" __global__ void phred_error_prob_opt(const unsigned char* qual, float* prob, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 prob_v0;
    uchar4 qual_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        if (ucond) {
            qual_v1 = *(const uchar4*)&qual[i_m0];
            prob_v0.x = expf(-0.23025851f * (float)((int)qual_v1.x - 33));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        if (ucond) {
            prob_v0.y = expf(-0.23025851f * (float)((int)qual_v1.y - 33));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        if (ucond) {
            prob_v0.z = expf(-0.23025851f * (float)((int)qual_v1.z - 33));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/phred_error_prob.cu"
        if (ucond) {
            prob_v0.w = expf(-0.23025851f * (float)((int)qual_v1.w - 33));
            *(float4*)(&prob[i_m3] - 3) = prob_v0;
        }
    }
}
