extern "C" __global__ void class_weight_tally8_cf8x(const unsigned char* label, const int* weight, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_0] & 7], weight[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_1] & 7], weight[i_1]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_2] & 7], weight[i_2]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_3] & 7], weight[i_3]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_4] & 7], weight[i_4]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_5] & 7], weight[i_5]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_6] & 7], weight[i_6]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_7] & 7], weight[i_7]);
}
