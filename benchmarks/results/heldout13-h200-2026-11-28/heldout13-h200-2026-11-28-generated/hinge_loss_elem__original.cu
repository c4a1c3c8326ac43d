extern "C" __global__ void hinge_loss_elem(const float* score, const float* label, float* loss, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/hinge_loss_elem.cu"
        loss[i] = fmaxf(0.0f, 1.0f - label[i] * score[i]);
}
