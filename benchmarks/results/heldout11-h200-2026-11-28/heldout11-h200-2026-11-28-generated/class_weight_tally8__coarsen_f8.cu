extern "C" __global__ void class_weight_tally8_cf8x(const unsigned char* label, const int* weight, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_4] & 7], weight[i_4]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_5] & 7], weight[i_5]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_6] & 7], weight[i_6]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cu"
        atomicAdd(&sums[label[i_7] & 7], weight[i_7]);
}
