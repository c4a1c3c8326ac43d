extern "C" __global__ void class_weight_tally8_cf4x(const unsigned char* label, const int* weight, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_0] & 7], weight[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_1] & 7], weight[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_2] & 7], weight[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_3] & 7], weight[i_3]);
}
