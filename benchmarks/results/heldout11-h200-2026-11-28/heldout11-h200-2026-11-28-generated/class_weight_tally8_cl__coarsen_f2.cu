extern "C" __global__ void class_weight_tally8_cf2x(const unsigned char* label, const int* weight, int* sums, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_0] & 7], weight[i_0]);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/class_weight_tally8.cl"
        atomicAdd(&sums[label[i_1] & 7], weight[i_1]);
}
